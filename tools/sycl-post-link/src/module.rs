//! Reads an LLVM module into what the post-link core needs: the global
//! values with their references, the entry points and their metadata, and
//! each function's requirements; and writes the extracted modules.
//! The only file of the tool with `unsafe` LLVM-C calls besides the C++
//! extraction: `main.rs` sees safe functions only ([`Context`], [`Module`],
//! [`ModuleModel`]).

use llvm_sys::bit_reader::*;
use llvm_sys::core::*;
use llvm_sys::debuginfo::*;
use llvm_sys::linker::LLVMLinkModules2;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMDiagnosticSeverity, LLVMOpcode};
use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};
use sycl_aspects_metadata::ir::{self, md_string_value, string_attribute};
use sycl_aspects_metadata::{
    INTEL_REQD_SUB_GROUP_SIZE, MODULE_ID_ATTRIBUTE, REQD_WORK_GROUP_SIZE, SYCL_ASPECTS, SYCL_DECLARED_ASPECTS, SYCL_FIXED_TARGETS,
    SYCL_USED_ASPECTS,
};
pub use sycl_aspects_analysis::messages::demangle;
use sycl_post_link_core::grouping::{EntryPointInfo, CODEGEN_KEY_ATTRIBUTES};
use sycl_post_link_core::requirements::FixedTarget;
use sycl_device_config::input_file::{read_bounded, read_regular_file, FileLimit, MAX_MODULE_FILE_BYTES};

/// The input module: IR can be large, but a mistaken path still costs at
/// most this much.
const MODULE_LIMIT: FileLimit = FileLimit::new(MAX_MODULE_FILE_BYTES, "an input module");

extern "C" {
    fn sycl_post_link_extract(source: LLVMModuleRef, globals: *const LLVMValueRef, linkage: *const u8, count: usize) -> LLVMModuleRef;
    fn sycl_post_link_verify(module: LLVMModuleRef, message: *mut std::ffi::c_char, size: usize) -> std::ffi::c_int;
}

/// DPC++'s marker of ESIMD functions (`[[intel::sycl_explicit_simd]]`).
const SYCL_EXPLICIT_SIMD: &str = "sycl_explicit_simd";

/// Kernel calling conventions (LLVM's numbers): spir_kernel, ptx_kernel,
/// amdgpu_kernel.
const KERNEL_CALLING_CONVENTIONS: [u32; 3] = [76, 71, 91];

/// Instantiations of Intel's launch wrapper
/// (`sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_*`): with stock
/// clang they are the kernels, `spir_func` definitions the front end makes
/// entry points.
const LAUNCH_WRAPPER_PREFIX: &str = "_ZN4sycl3_V16detail24KernelWrapperHelperFuncs";

/// An LLVM context whose diagnostics are collected instead of printed (the
/// default handler exits on errors, e.g. from the linker).
pub struct Context {
    raw: LLVMContextRef,
    diagnostics: Box<std::cell::RefCell<Vec<String>>>,
}

/// A module of a [`Context`], disposed when dropped (before its context:
/// it borrows it). Its only handles are this file's safe functions.
pub struct Module<'c> {
    raw: LLVMModuleRef,
    _context: std::marker::PhantomData<&'c Context>,
}

impl Drop for Module<'_> {
    fn drop(&mut self) {
        // SAFETY: the module is owned here (a linked-in module is consumed
        // by `Context::link`, never dropped) and its context outlives it.
        unsafe { LLVMDisposeModule(self.raw) }
    }
}

impl Module<'_> {
    /// Runs LLVM's verifier: the verifier's first lines when it rejects
    /// the module (an image that LLVM would reject is never written).
    pub fn verify(&self) -> Result<(), String> {
        // SAFETY: the module is valid while `self` lives.
        unsafe { verify_module(self.raw) }
    }

    /// The module as bitcode or text, in memory: written to its file by
    /// the caller with Rust's I/O, so a write error (a full disk, the file
    /// size limit) is an error of ours; LLVM's own file stream would end the
    /// process with "IO failure on output stream" before temporaries could
    /// be removed.
    ///
    /// Text is read back before it is returned: LLVM's printer writes some
    /// modules it cannot parse (a string attribute whose name holds `"`
    /// is printed unescaped by LLVM 16 and 19), and an output that does not
    /// read back is an error (its parser's words), never a file.
    pub fn bytes(&self, text: bool) -> Result<Vec<u8>, String> {
        // SAFETY: the module is valid while `self` lives.
        let bytes = unsafe { module_bytes(self.raw, text) };
        if text {
            // SAFETY: a fresh context, disposed with what was parsed in it.
            unsafe { reads_back(&bytes) }?;
        }
        Ok(bytes)
    }
}

extern "C" fn collect_diagnostic(info: LLVMDiagnosticInfoRef, sink: *mut c_void) {
    // SAFETY: `sink` is the context's boxed RefCell, alive as long as the
    // context; LLVM calls the handler on this thread, while no borrow of
    // the cell is held (`take_diagnostics` calls no LLVM function).
    unsafe {
        let sink = &*(sink as *const std::cell::RefCell<Vec<String>>);
        let text = LLVMGetDiagInfoDescription(info);
        if !text.is_null() {
            let severity = match LLVMGetDiagInfoSeverity(info) {
                LLVMDiagnosticSeverity::LLVMDSError => "error",
                LLVMDiagnosticSeverity::LLVMDSWarning => "warning",
                _ => "note",
            };
            sink.borrow_mut().push(format!("{severity}: {}", CStr::from_ptr(text).to_string_lossy()));
            LLVMDisposeMessage(text);
        }
    }
}

impl Context {
    pub fn new() -> Self {
        // SAFETY: plain LLVM-C context creation; the handler's sink lives in
        // a Box owned by the same struct.
        unsafe {
            let raw = LLVMContextCreate();
            let diagnostics = Box::new(std::cell::RefCell::new(Vec::new()));
            let sink = &*diagnostics as *const std::cell::RefCell<Vec<String>> as *mut c_void;
            LLVMContextSetDiagnosticHandler(raw, Some(collect_diagnostic), sink);
            Self { raw, diagnostics }
        }
    }

    fn take_diagnostics(&self) -> String {
        std::mem::take(&mut *self.diagnostics.borrow_mut()).join("; ")
    }

    /// Parses bitcode or textual IR (`-` = stdin).
    pub fn parse(&self, path: &str) -> Result<Module<'_>, String> {
        let bytes = if path == "-" {
            read_bounded(std::io::stdin().lock(), MODULE_LIMIT).map_err(|e| format!("<stdin>: {e}"))?
        } else {
            // A regular file only: a FIFO would block and /dev/zero be read
            // until memory runs out.
            read_regular_file(std::path::Path::new(path), MODULE_LIMIT).map_err(|e| format!("{path}: {e}"))?
        };
        let shown = if path == "-" { "<stdin>" } else { path };
        // SAFETY: the buffer is copied by LLVM and owned by the parser.
        unsafe {
            let name = CString::new(shown).unwrap_or_default();
            let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes.as_ptr() as *const _, bytes.len(), name.as_ptr());
            let mut module = std::ptr::null_mut();
            let mut message = std::ptr::null_mut();
            let failed = if bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]) {
                let failed = LLVMParseBitcodeInContext2(self.raw, buffer, &mut module) != 0;
                LLVMDisposeMemoryBuffer(buffer);
                failed
            } else {
                llvm_sys::ir_reader::LLVMParseIRInContext(self.raw, buffer, &mut module, &mut message) != 0
            };
            if failed {
                let mut text = if message.is_null() {
                    self.take_diagnostics()
                } else {
                    let t = CStr::from_ptr(message).to_string_lossy().into_owned();
                    LLVMDisposeMessage(message);
                    t
                };
                if text.is_empty() {
                    text = "not a valid LLVM IR or bitcode file".into();
                }
                // The IR parser's text is "<file>:<line>:<col>: error: <what>".
                if let Some(rest) = text.strip_prefix(shown).filter(|r| r.starts_with(':')) {
                    return Err(format!("{shown}{}", rest.replacen(": error: ", ": ", 1).trim_end()));
                }
                return Err(format!("{shown}: {}", text.trim_end()));
            }
            Ok(Module { raw: module, _context: std::marker::PhantomData })
        }
    }

    /// Links `src` into `dest` (LLVM's linker); `src` is consumed.
    pub fn link(&self, dest: &mut Module<'_>, src: Module<'_>, src_name: &str) -> Result<(), String> {
        // LLVMLinkModules2 destroys `src`, whatever the outcome.
        let src = std::mem::ManuallyDrop::new(src);
        // SAFETY: both modules belong to this context (`Context::parse`).
        let failed = unsafe { LLVMLinkModules2(dest.raw, src.raw) != 0 };
        if failed {
            return Err(format!("linking {src_name}: {}", self.take_diagnostics()));
        }
        Ok(())
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: every module of this context has been disposed by now.
        unsafe { LLVMContextDispose(self.raw) }
    }
}

/// One node of the reference graph: a function, variable or alias.
pub struct Global {
    pub value: LLVMValueRef,
    pub name: String,
    pub is_function: bool,
    pub is_definition: bool,
}

/// A parsed module seen as the post-link core wants it.
pub struct ModuleModel<'m> {
    module: &'m Module<'m>,
    pub globals: Vec<Global>,
    /// What each global refers to: what a copy of it needs in its image.
    pub edges: Vec<Vec<u32>>,
    /// The same without references made only by `blockaddress`: what
    /// running a global can reach. A block's address is no way into its
    /// function (`indirectbr` jumps within the function that executes
    /// it), so it makes no caller. None when the module has no
    /// `blockaddress` (then `edges`).
    run_edges: Option<Vec<Vec<u32>>>,
    /// Indices (into `globals`) of the entry points, in module order.
    pub entry_points: Vec<u32>,
    pub entry_info: Vec<EntryPointInfo>,
    /// Aspect value -> name, from `!sycl_aspects`.
    pub aspect_names: HashMap<i32, String>,
    /// Problems found while reading (malformed metadata): warnings.
    pub problems: Vec<String>,
    /// Function requirements read from metadata, per global.
    pub requirements: Vec<FunctionRequirements>,
    /// ifuncs cannot be extracted: reported when reached.
    pub ifuncs: Vec<bool>,
    /// Functions whose block addresses something takes (`blockaddress`):
    /// an image reaching the address must hold the body, so these are
    /// never left to other images.
    block_address_taken: Vec<bool>,
}

#[derive(Debug, Clone, Default)]
pub struct FunctionRequirements {
    pub used_aspects: Vec<i32>,
    pub declared_aspects: Vec<i32>,
    pub fixed_targets: Option<Vec<FixedTarget>>,
    pub reqd_work_group_size: Option<Vec<u64>>,
    pub reqd_sub_group_size: Option<u32>,
    pub location: Option<String>,
    pub is_esimd: bool,
}


/// A metadata operand as an integer: `i32 v` or DPC++'s `!{!"name", i32 v}`.
unsafe fn operand_int(op: LLVMValueRef) -> Option<i64> {
    if op.is_null() {
        return None;
    }
    if !LLVMIsAConstantInt(op).is_null() {
        return (LLVMGetIntTypeWidth(LLVMTypeOf(op)) <= 64).then(|| LLVMConstIntGetSExtValue(op));
    }
    match ir::node_operands(op).as_slice() {
        [_, v] => operand_int(*v),
        _ => None,
    }
}

/// A function's `!sycl_used_aspects` / `!sycl_declared_aspects`, read as the
/// pass reads it (`int_operands` and `to_i32` in pass/src/ir_scan.rs): every
/// operand that is an i32 value (or DPC++'s `!{!"name", i32 v}`) is kept;
/// any other is reported in the pass's words ("ignoring malformed
/// !sycl_used_aspects on function 'f': value 99999999999 does not fit in
/// i32") and left out.
unsafe fn aspect_list(node: Option<LLVMValueRef>, what: &str, function: &str, problems: &mut Vec<String>) -> Vec<i32> {
    let Some(node) = node else { return Vec::new() };
    let mut out = Vec::new();
    for (i, op) in ir::node_operands(node).into_iter().enumerate() {
        let op = if !op.is_null() && LLVMIsAConstantInt(op).is_null() {
            match ir::node_operands(op).as_slice() {
                [_, v] => *v,
                _ => op,
            }
        } else {
            op
        };
        let detail = if op.is_null() || LLVMIsAConstantInt(op).is_null() {
            format!("operand {i} is not an integer constant")
        } else {
            match ir::const_int_i64(op) {
                Ok(v) => match i32::try_from(v) {
                    Ok(v) => {
                        out.push(v);
                        continue;
                    }
                    Err(_) => format!("value {v} does not fit in i32"),
                },
                Err(written) => format!("operand {i}: value {written} does not fit in i32"),
            }
        };
        problems.push(format!("ignoring malformed !{what} on function '{}': {detail}", sycl_device_config::shown(function)));
    }
    out
}

/// An Itanium name's identifier after `_Z<length>` (`__spirv_x` for
/// `_Z9__spirv_x`); `None` for a name that is not mangled.
fn mangled_identifier(name: &str) -> Option<&str> {
    Some(name.strip_prefix("_Z")?.trim_start_matches(|c: char| c.is_ascii_digit()))
}

fn is_never_entry_point(name: &str) -> bool {
    name.starts_with("__builtin_")
        || mangled_identifier(name).is_some_and(|rest| ["__spirv_", "__sycl_", "__esimd_"].iter().any(|p| rest.starts_with(p)))
}

/// Declarations that need no definition in the image: SPIR-V, compiler
/// and device-library builtins (no "Undefined function" warning).
pub fn is_device_builtin(name: &str) -> bool {
    let rest = mangled_identifier(name).unwrap_or(name);
    ["__spirv_", "__builtin_", "__devicelib_"].iter().any(|p| rest.starts_with(p))
}


unsafe fn function_location(f: LLVMValueRef) -> Option<String> {
    let sp = LLVMGetSubprogram(f);
    if sp.is_null() {
        return None;
    }
    let line = LLVMDISubprogramGetLine(sp);
    let file = LLVMDIScopeGetFile(sp);
    if file.is_null() {
        return None;
    }
    let mut len = 0u32;
    let p = LLVMDIFileGetFilename(file, &mut len);
    let name = if p.is_null() { String::new() } else { String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned() };
    Some(format!("{name}:{line}"))
}

impl<'m> ModuleModel<'m> {
    /// Reads `module` (which the model borrows: its values are the
    /// model's).
    pub fn read(module: &'m Module<'m>, kernels_only: bool) -> Self {
        // SAFETY: the module is valid while the model lives.
        unsafe { Self::read_module(module, kernels_only) }
    }

    unsafe fn read_module(owner: &'m Module<'m>, kernels_only: bool) -> Self {
        let module = owner.raw;
        let ctx = LLVMGetModuleContext(module);
        let mut globals = Vec::new();
        let mut index: HashMap<usize, u32> = HashMap::new();
        let mut ifuncs = Vec::new();
        let mut add = |v: LLVMValueRef, is_function: bool, is_definition: bool, is_ifunc: bool, globals: &mut Vec<Global>| {
            index.insert(v as usize, globals.len() as u32);
            globals.push(Global { value: v, name: ir::value_name(v), is_function, is_definition });
            ifuncs.push(is_ifunc);
        };
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            add(f, true, LLVMIsDeclaration(f) == 0, false, &mut globals);
            f = LLVMGetNextFunction(f);
        }
        let mut g = LLVMGetFirstGlobal(module);
        while !g.is_null() {
            add(g, false, LLVMIsDeclaration(g) == 0, false, &mut globals);
            g = LLVMGetNextGlobal(g);
        }
        let mut a = LLVMGetFirstGlobalAlias(module);
        while !a.is_null() {
            add(a, false, true, false, &mut globals);
            a = LLVMGetNextGlobalAlias(a);
        }
        let mut i = LLVMGetFirstGlobalIFunc(module);
        while !i.is_null() {
            add(i, false, true, true, &mut globals);
            i = LLVMGetNextGlobalIFunc(i);
        }

        // Functions callable through an indirect call, by function type.
        let mut indirect_targets: HashMap<usize, Vec<u32>> = HashMap::new();
        for (n, g) in globals.iter().enumerate() {
            if g.is_function && g.is_definition && string_attribute(g.value, "referenced-indirectly").is_some() {
                indirect_targets.entry(LLVMGlobalGetValueType(g.value) as usize).or_default().push(n as u32);
            }
        }

        let mut edges = vec![Vec::new(); globals.len()];
        let mut block_address_taken = vec![false; globals.len()];
        let mut run_edges: Option<Vec<Vec<u32>>> = None;
        let mut seen_constants: std::collections::HashSet<usize> = std::collections::HashSet::new();
        for (n, g) in globals.iter().enumerate() {
            let mut out = Vec::new();
            let mut block_address_out = Vec::new();
            let mut stack = Vec::new();
            seen_constants.clear();
            if g.is_function {
                let mut bb = LLVMGetFirstBasicBlock(g.value);
                while !bb.is_null() {
                    let mut inst = LLVMGetFirstInstruction(bb);
                    while !inst.is_null() {
                        let ops = LLVMGetNumOperands(inst).max(0);
                        for k in 0..ops {
                            stack.push(LLVMGetOperand(inst, k as u32));
                        }
                        if LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMCall {
                            let callee = LLVMGetCalledValue(inst);
                            let direct = !LLVMIsAFunction(ir::strip_constant_casts(callee)).is_null()
                                || !LLVMIsAGlobalAlias(ir::strip_constant_casts(callee)).is_null()
                                || !LLVMIsAInlineAsm(callee).is_null();
                            if !direct {
                                let ty = LLVMGetCalledFunctionType(inst) as usize;
                                out.extend(indirect_targets.get(&ty).into_iter().flatten().copied());
                            }
                        }
                        inst = LLVMGetNextInstruction(inst);
                    }
                    bb = LLVMGetNextBasicBlock(bb);
                }
            } else if !LLVMIsAGlobalVariable(g.value).is_null() {
                let init = LLVMGetInitializer(g.value);
                if !init.is_null() {
                    stack.push(init);
                }
            } else if !LLVMIsAGlobalAlias(g.value).is_null() {
                stack.push(LLVMAliasGetAliasee(g.value));
            } else {
                let resolver = LLVMGetGlobalIFuncResolver(g.value);
                if !resolver.is_null() {
                    stack.push(resolver);
                }
            }
            while let Some(v) = stack.pop() {
                if v.is_null() || LLVMIsAConstant(v).is_null() {
                    continue;
                }
                if let Some(&target) = index.get(&(v as usize)) {
                    out.push(target);
                    continue;
                }
                if !seen_constants.insert(v as usize) {
                    continue;
                }
                if !LLVMIsABlockAddress(v).is_null() {
                    // A function's own block addresses need no other
                    // image to hold its body.
                    if let Some(&f) = index.get(&(LLVMGetOperand(v, 0) as usize)).filter(|&&f| f as usize != n) {
                        block_address_taken[f as usize] = true;
                        block_address_out.push(f);
                    }
                    continue;
                }
                let ops = LLVMGetNumOperands(v).max(0);
                for k in 0..ops {
                    stack.push(LLVMGetOperand(v, k as u32));
                }
            }
            let tidy = |list: &mut Vec<u32>| {
                list.sort_unstable();
                list.dedup();
                list.retain(|&t| t as usize != n);
            };
            tidy(&mut out);
            if !block_address_out.is_empty() {
                let runs = run_edges.get_or_insert_with(|| edges.clone());
                runs[n] = out.clone();
                out.append(&mut block_address_out);
                tidy(&mut out);
            } else if let Some(runs) = &mut run_edges {
                runs[n] = out.clone();
            }
            edges[n] = out;
        }

        let kinds = [
            ir::md_kind(ctx, SYCL_USED_ASPECTS),
            ir::md_kind(ctx, SYCL_DECLARED_ASPECTS),
            ir::md_kind(ctx, SYCL_FIXED_TARGETS),
            ir::md_kind(ctx, REQD_WORK_GROUP_SIZE),
            ir::md_kind(ctx, INTEL_REQD_SUB_GROUP_SIZE),
            ir::md_kind(ctx, SYCL_EXPLICIT_SIMD),
        ];
        let mut problems = Vec::new();
        let mut requirements = Vec::with_capacity(globals.len());
        for g in &globals {
            if !g.is_function {
                requirements.push(FunctionRequirements::default());
                continue;
            }
            let mds = ir::global_mds(g.value, kinds);
            let node = |m: Option<LLVMMetadataRef>| m.map(|m| LLVMMetadataAsValue(ctx, m));
            // Aspect lists are read as the pass reads them (pass/src/
            // ir_scan.rs): each operand that is no i32 is reported with the
            // pass's words and left out, the others are kept.
            let used_aspects = aspect_list(node(mds[0]), SYCL_USED_ASPECTS, &g.name, &mut problems);
            let declared_aspects = aspect_list(node(mds[1]), SYCL_DECLARED_ASPECTS, &g.name, &mut problems);
            let mut bad = |what: &str| problems.push(format!("ignoring malformed !{what} on '{}'", sycl_device_config::shown(&g.name)));
            let ints = |m: Option<LLVMMetadataRef>, what: &str, bad: &mut dyn FnMut(&str)| -> Option<Vec<i64>> {
                let n = node(m)?;
                let mut values = Vec::new();
                for op in ir::node_operands(n) {
                    match operand_int(op) {
                        Some(v) => values.push(v),
                        None => {
                            bad(what);
                            return None;
                        }
                    }
                }
                Some(values)
            };
            let fixed_targets = node(mds[2]).and_then(|n| {
                let mut out = Vec::new();
                for op in ir::node_operands(n) {
                    if let Some(s) = md_string_value(op) {
                        out.push(FixedTarget::Name(s));
                    } else if let Some(v) = operand_int(op).and_then(|v| i32::try_from(v).ok()) {
                        out.push(FixedTarget::Aspect(v));
                    } else {
                        bad(SYCL_FIXED_TARGETS);
                        return None;
                    }
                }
                Some(out)
            });
            let reqd_work_group_size = ints(mds[3], REQD_WORK_GROUP_SIZE, &mut bad).and_then(|v| {
                let dims: Option<Vec<u64>> = v.iter().map(|&d| u64::try_from(d).ok().filter(|d| *d > 0)).collect();
                if dims.as_ref().is_none_or(|d| d.is_empty() || d.len() > 3) {
                    bad(REQD_WORK_GROUP_SIZE);
                    return None;
                }
                dims
            });
            let reqd_sub_group_size = ints(mds[4], INTEL_REQD_SUB_GROUP_SIZE, &mut bad).and_then(|v| match v.as_slice() {
                [s] => u32::try_from(*s).ok().filter(|s| *s > 0).or_else(|| {
                    bad(INTEL_REQD_SUB_GROUP_SIZE);
                    None
                }),
                _ => {
                    bad(INTEL_REQD_SUB_GROUP_SIZE);
                    None
                }
            });
            requirements.push(FunctionRequirements {
                used_aspects,
                declared_aspects,
                fixed_targets,
                reqd_work_group_size,
                reqd_sub_group_size,
                location: function_location(g.value),
                is_esimd: mds[5].is_some(),
            });
        }

        let mut entry_points = Vec::new();
        let mut entry_info = Vec::new();
        for (n, g) in globals.iter().enumerate() {
            if !g.is_function || !g.is_definition || is_never_entry_point(&g.name) {
                continue;
            }
            let module_id = string_attribute(g.value, MODULE_ID_ATTRIBUTE);
            // A launch wrapper stands for its kernel only when the front end
            // made it an entry point; one whose kernel was outlined
            // (`sycl-clang -fsycl`) is a function that kernel calls.
            let is_kernel = KERNEL_CALLING_CONVENTIONS.contains(&LLVMGetFunctionCallConv(g.value))
                || (g.name.starts_with(LAUNCH_WRAPPER_PREFIX) && module_id.is_some());
            // DPC++'s isEntryPoint: kernels; SYCL_EXTERNAL functions unless
            // only kernels are; virtual functions (`indirectly-callable`)
            // always, as they are linked in from other images.
            let indirectly_callable = string_attribute(g.value, "indirectly-callable").is_some();
            if !is_kernel && !indirectly_callable && (kernels_only || module_id.is_none()) {
                continue;
            }
            let r = &requirements[n];
            let mut codegen_attributes = Vec::new();
            for name in CODEGEN_KEY_ATTRIBUTES {
                if let Some(v) = string_attribute(g.value, name) {
                    codegen_attributes.push((name.to_owned(), v));
                }
            }
            entry_points.push(n as u32);
            entry_info.push(EntryPointInfo {
                name: g.name.clone(),
                module_id,
                used_aspects: r.used_aspects.clone(),
                declared_aspects: r.declared_aspects.clone(),
                fixed_targets: r.fixed_targets.clone(),
                reqd_work_group_size: r.reqd_work_group_size.clone(),
                reqd_sub_group_size: r.reqd_sub_group_size,
                codegen_attributes,
                opt_level: string_attribute(g.value, "sycl-optlevel"),
                is_esimd: r.is_esimd,
                is_kernel,
            });
        }

        // Value <-> name, one to one: the [SYCL/aspect names] set written
        // from it holds each name once (its readers refuse a repeated key).
        // Linked translation units built against different aspect enums
        // can disagree; the first pair wins, as in the pass, with a warning.
        let mut aspect_names: HashMap<i32, String> = HashMap::new();
        let mut aspect_values: HashMap<String, i32> = HashMap::new();
        for node in ir::named_operands(module, SYCL_ASPECTS) {
            if let [name, value] = ir::node_operands(node).as_slice() {
                if let (Some(name), Some(v)) = (md_string_value(*name), operand_int(*value).and_then(|v| i32::try_from(v).ok())) {
                    let shown = |n: &str| sycl_aspects_analysis::messages::shown(n).into_owned();
                    match (aspect_names.get(&v), aspect_values.get(&name)) {
                        (Some(first), _) if *first != name => problems.push(format!(
                            "!{SYCL_ASPECTS} names aspect value {v} both '{}' and '{}'; '{}' is kept",
                            shown(first),
                            shown(&name),
                            shown(first)
                        )),
                        (_, Some(&first)) if first != v => problems.push(format!(
                            "!{SYCL_ASPECTS} gives aspect '{}' both value {first} and value {v} (translation units built against different aspect enums?); {first} is kept and {v} is left unnamed",
                            shown(&name)
                        )),
                        (None, None) => {
                            aspect_names.insert(v, name.clone());
                            aspect_values.insert(name, v);
                        }
                        _ => {}
                    }
                }
            }
        }
        Self { module: owner, globals, edges, entry_points, entry_info, aspect_names, problems, requirements, ifuncs, block_address_taken, run_edges }
    }

    /// [`Self::edges`] without what only a `blockaddress` refers to: what
    /// running each global can reach (callers, for messages).
    pub fn run_edges(&self) -> &[Vec<u32>] {
        self.run_edges.as_deref().unwrap_or(&self.edges)
    }

    /// A function definition marked `indirectly-callable` (a virtual
    /// function, defined only in the image of its set).
    pub fn is_indirectly_callable(&self, k: u32) -> bool {
        let g = &self.globals[k as usize];
        // SAFETY: the global is the model's module's, valid while it lives.
        g.is_function && g.is_definition && unsafe { string_attribute(g.value, "indirectly-callable") }.is_some()
    }

    /// DPC++'s `canBeImportedFunction` (`ModuleSplitter.cpp`, b76601c5 and
    /// 032dee01): a SYCL_EXTERNAL function (`sycl-module-id`) that is no
    /// intrinsic and whose name, mangled or demangled, does not start with
    /// `__`. With `-support-dynamic-linking` another image may call it.
    pub fn can_be_imported(&self, k: u32) -> bool {
        let g = &self.globals[k as usize];
        g.is_function
            && !g.name.starts_with("llvm.")
            && !g.name.starts_with("__")
            // SAFETY: as above.
            && unsafe { string_attribute(g.value, MODULE_ID_ATTRIBUTE) }.is_some()
            && !sycl_aspects_analysis::messages::demangle_raw(&g.name).starts_with("__")
    }

    fn is_kernel_function(&self, k: u32) -> bool {
        let g = &self.globals[k as usize];
        // SAFETY: as above.
        g.is_function && KERNEL_CALLING_CONVENTIONS.contains(&unsafe { LLVMGetFunctionCallConv(g.value) })
    }

    /// Whether an image with entry points `entries` leaves `k` out (unless
    /// `k` is one of them): DPC++'s `ModuleDesc::cleanup` (032dee01) turns
    /// `indirectly-callable` functions into declarations in images that
    /// define no virtual function, and with `-support-dynamic-linking` its
    /// dependency graph (b76601c5) has no edge to a function another image
    /// exports (`canBeImportedFunction`): both are declared, not copied.
    /// A function whose block address is taken is copied all the same: a
    /// `blockaddress` needs the body in its module (DPC++ deletes the body
    /// and LLVM turns each such address into `inttoptr (i32 1)`, a wrong
    /// address the code would still use).
    pub fn left_to_other_images(&self, k: u32, image_has_virtual_functions: bool, dynamic_linking: bool) -> bool {
        !self.block_address_taken[k as usize]
            && ((!image_has_virtual_functions && self.is_indirectly_callable(k)) || (dynamic_linking && self.can_be_imported(k)))
    }

    /// What `keep` refers to that `left_out` says another image provides
    /// (ascending): the image declares these.
    pub fn left_out_references(&self, keep: &[u32], left_out: impl Fn(u32) -> bool) -> Vec<u32> {
        let kept: std::collections::HashSet<u32> = keep.iter().copied().collect();
        let mut out: Vec<u32> =
            keep.iter().flat_map(|&k| self.edges[k as usize].iter().copied()).filter(|t| !kept.contains(t) && left_out(*t)).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// A new module holding `keep` (indices, ascending), with the linkage
    /// DPC++'s `ModuleDesc::cleanup` gives: by default every global keeps
    /// its linkage (no InternalizePass: b76601c5, and the device-code-split
    /// tests of every stored revision); `indirectly-callable` definitions
    /// become external in an image defining virtual functions (032dee01);
    /// with `dynamic_linking` (`-support-dynamic-linking`) function
    /// definitions become internal unless they are kernels or another image
    /// may import them (`mustPreserveGV`), variables keep their linkage.
    /// `declared` (indices, ascending, none in `keep`) are globals the
    /// image leaves to other images: declared in their input order.
    pub fn extract(&self, keep: &[u32], declared: &[u32], dynamic_linking: bool) -> Module<'m> {
        // SAFETY: the globals are the model's module's, valid while it lives;
        // the new module is in the same context.
        unsafe { Module { raw: self.extract_raw(keep, declared, dynamic_linking), _context: std::marker::PhantomData } }
    }

    unsafe fn extract_raw(&self, keep: &[u32], declared: &[u32], dynamic_linking: bool) -> LLVMModuleRef {
        const KEEP: u8 = 0;
        const INTERNAL: u8 = 1;
        const EXTERNAL: u8 = 2;
        const DECLARE_ONLY: u8 = 3;
        let mut all: Vec<(u32, bool)> = keep.iter().map(|&k| (k, false)).chain(declared.iter().map(|&k| (k, true))).collect();
        all.sort_unstable();
        let values: Vec<LLVMValueRef> = all.iter().map(|&(k, _)| self.globals[k as usize].value).collect();
        let linkage: Vec<u8> = all
            .iter()
            .map(|&(k, declare_only)| {
                let g = &self.globals[k as usize];
                if declare_only {
                    DECLARE_ONLY
                } else if !g.is_function || !g.is_definition {
                    KEEP
                } else if self.is_indirectly_callable(k) {
                    // Kept only in an image defining virtual functions.
                    EXTERNAL
                } else if dynamic_linking && !self.is_kernel_function(k) && !self.can_be_imported(k) {
                    INTERNAL
                } else {
                    KEEP
                }
            })
            .collect();
        sycl_post_link_extract(self.module.raw, values.as_ptr(), linkage.as_ptr(), values.len())
    }
}

/// See [`Module::verify`].
unsafe fn verify_module(module: LLVMModuleRef) -> Result<(), String> {
    let mut message = vec![0u8; 4096];
    if sycl_post_link_verify(module, message.as_mut_ptr().cast(), message.len()) == 0 {
        return Ok(());
    }
    let text = CStr::from_bytes_until_nul(&message).map(|t| t.to_string_lossy().into_owned()).unwrap_or_default();
    let first: Vec<&str> = text.lines().take(3).collect();
    Err(sycl_aspects_analysis::messages::shown(&first.join("; ")).into_owned())
}

/// Parses `text` (printed IR) in a context of its own; the parser's
/// message, without its buffer name, when it fails.
unsafe fn reads_back(text: &[u8]) -> Result<(), String> {
    let context = LLVMContextCreate();
    let name = c"printed image";
    // A copy: the parser needs the NUL terminator the copy adds.
    let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr() as *const _, text.len(), name.as_ptr());
    let mut module = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    let failed = llvm_sys::ir_reader::LLVMParseIRInContext(context, buffer, &mut module, &mut message) != 0;
    let result = if failed {
        let detail = if message.is_null() {
            "not valid IR".to_owned()
        } else {
            let t = CStr::from_ptr(message).to_string_lossy().into_owned();
            LLVMDisposeMessage(message);
            t
        };
        let detail = detail.strip_prefix("printed image:").unwrap_or(&detail).lines().next().unwrap_or("").trim().to_owned();
        Err(detail)
    } else {
        LLVMDisposeModule(module);
        Ok(())
    };
    LLVMContextDispose(context);
    result
}

/// See [`Module::bytes`].
unsafe fn module_bytes(module: LLVMModuleRef, text: bool) -> Vec<u8> {
    if text {
        let printed = LLVMPrintModuleToString(module);
        let bytes = CStr::from_ptr(printed).to_bytes().to_vec();
        LLVMDisposeMessage(printed);
        bytes
    } else {
        let buffer = llvm_sys::bit_writer::LLVMWriteBitcodeToMemoryBuffer(module);
        let start = LLVMGetBufferStart(buffer) as *const u8;
        let bytes = std::slice::from_raw_parts(start, LLVMGetBufferSize(buffer)).to_vec();
        LLVMDisposeMemoryBuffer(buffer);
        bytes
    }
}
